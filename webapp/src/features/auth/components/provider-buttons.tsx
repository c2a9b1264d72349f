import { useEffect, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { serverPaths } from '@/config/paths';
import type { IdentityProvider } from '../api/auth-schemas';
import { getProviders } from '../api/get-providers';

type ProviderButtonsViewProps = { providers: readonly IdentityProvider[] };

/** 'Continue with <provider>': a browser navigation to the server, which redirects to the provider. */
export function ProviderButtonsView({ providers }: ProviderButtonsViewProps) {
  if (providers.length === 0) return null;
  return (
    <div className="provider-buttons">
      {providers.map((provider) => (
        <a
          key={provider.id}
          className={buttonClass('secondary', 'provider-button')}
          href={serverPaths.providerSignIn(provider.id)}
        >
          Continue with {provider.name}
        </a>
      ))}
      <p className="divider">or use your e-mail</p>
    </div>
  );
}

/** Shows the provider option only when the server lists one. */
export function ProviderButtons() {
  const [providers, setProviders] = useState<IdentityProvider[]>([]);
  useEffect(() => {
    let active = true;
    getProviders()
      .then((list) => {
        if (active) setProviders(list);
      })
      .catch(() => {
        // No provider list, no third-party option: e-mail sign-in still works.
      });
    return () => {
      active = false;
    };
  }, []);
  return <ProviderButtonsView providers={providers} />;
}
