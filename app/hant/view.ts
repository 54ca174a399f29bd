// What a 繁體 page loads before hydrating, in one chunk of its own (decision 0118): the text
// conversion and the route table's loaders without the basename.

export { convertProps } from './convert-props.ts';
export { hantRoutes } from './routes.ts';
