import { type RouteConfig, route } from "@react-router/dev/routes";

// The bench's list page (the template's welcome page is left out: it plays no part in this page).
export default [route("news", "routes/news.tsx")] satisfies RouteConfig;
