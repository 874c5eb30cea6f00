import { routeAt } from "@/lib/api/routes";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeAt("/sources");
