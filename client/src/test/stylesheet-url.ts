/** What a `…css?url` import gives under jest (Vite gives the built file's address). */
export default '/assets/stylesheet.css';
