import { routeAt } from "@/lib/api/routes";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeAt("/webhooks/{id}/deliveries/{delivery_id}/retry");
