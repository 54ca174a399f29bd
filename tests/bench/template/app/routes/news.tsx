import { Link } from "react-router";
import type { Route } from "./+types/news";
// 50 news items (title, date, id) written from the site's seed by tests/bench/template.ts.
import news from "../news.json";

export function meta({}: Route.MetaArgs) {
	return [{ title: "新闻动态" }];
}

export function loader({}: Route.LoaderArgs) {
	return { items: news };
}

export default function News({ loaderData }: Route.ComponentProps) {
	return (
		<main className="container mx-auto p-4">
			<h1 className="text-2xl font-bold">新闻动态</h1>
			<ul>
				{loaderData.items.map((item) => (
					<li key={item.id} className="flex justify-between gap-4 border-b py-2">
						<Link to={`/news/${item.id}`}>{item.title}</Link>
						<time dateTime={item.date}>{item.date}</time>
					</li>
				))}
			</ul>
		</main>
	);
}
