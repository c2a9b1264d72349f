import { useCallback, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import { createRouter } from './router';

export function App() {
  const [router] = useState(createRouter);
  const redirect = useCallback((to: string) => void router.navigate(to), [router]);
  return (
    <AppProvider redirect={redirect}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
