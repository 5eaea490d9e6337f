// The image module: the images staff uploaded (banners, notices), served from the image store.
import type { AppContext } from '../../context.ts';
import type { AppModule } from '../../lib/app-module.ts';
import { imageRoutes } from './routes.ts';
import { imageStore } from './store.ts';

export function imageModule(ctx: AppContext) {
  return {
    name: 'image',
    routes: async (app) => {
      await app.register(imageRoutes, { images: imageStore(ctx) });
    },
  } satisfies AppModule;
}
