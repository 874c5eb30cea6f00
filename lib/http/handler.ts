/** The names route bindings use; the kernel itself is lib/http/kernel.ts. */
export { bind, type BoundOperation, type BoundImpl, type ExecutionContext } from "./kernel";
