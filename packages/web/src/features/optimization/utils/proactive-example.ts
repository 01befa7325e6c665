/**
 * A clearly labelled example the user loads on purpose (DESIGN.md: no sample data shown as real): two
 * files with problems Charter's rules catch.
 */
export const PROACTIVE_EXAMPLE = [
  '// file: src/api/orders.ts',
  'export async function loadOrders() {',
  "  const response = await fetch('https://api.example.com/orders');",
  '  return response.json();',
  '}',
  '',
  '// file: src/components/order-card.tsx',
  'export function OrderCard({ order }: { order: { image: string; id: string } }) {',
  '  return (',
  '    <div onClick={() => open(order.id)}>',
  '      <img src={order.image} />',
  '    </div>',
  '  );',
  '}',
  '',
].join('\n');
