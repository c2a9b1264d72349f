import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RouteErrorPage } from './route-error-page';

function Failing({ error }: { error: Error }) {
  const router = createMemoryRouter([
    {
      path: '/',
      loader: () => {
        throw error;
      },
      element: null,
      errorElement: <RouteErrorPage />,
    },
  ]);
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'app/RouteErrorPage',
  component: Failing,
  args: { error: new Error('Failed to fetch dynamically imported module') },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Failing>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ModuleLoadFailure: Story = {};
