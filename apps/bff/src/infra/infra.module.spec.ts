import { MODULE_METADATA } from '@nestjs/common/constants';
import { COMMERCE_PORT_TOKENS } from '@shop/commerce';
import { InfraModule } from './infra.module';

describe('InfraModule', () => {
  const metadata = (key: string) => Reflect.getMetadata(key, InfraModule) as unknown[];

  it('provides and exports every commerce capability under its own token', () => {
    const provided = metadata(MODULE_METADATA.PROVIDERS).map(
      (provider) => (provider as { provide: unknown }).provide,
    );

    for (const token of COMMERCE_PORT_TOKENS) {
      expect(provided.filter((candidate) => candidate === token)).toHaveLength(1);
      expect(metadata(MODULE_METADATA.EXPORTS)).toContain(token);
    }
  });
});
