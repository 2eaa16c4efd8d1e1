/** The application shell; the public site and the storefront are built on top of it. */
export function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '4rem auto', padding: '0 1rem', lineHeight: 1.5 }}>
      <h1>WATERS</h1>
      <p>Dried, marinated and smoked fish from Cavite, Philippines.</p>
    </main>
  );
}
