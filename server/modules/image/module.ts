// The image module: the images staff uploaded (banners, notices), served from the data folder.
import type { AppContext } from '../../context.ts';
import type { AppModule } from '../../lib/app-module.ts';
import { imageRoutes } from './routes.ts';

export function imageModule(ctx: AppContext) {
  return {
    name: 'image',
    routes: async (app) => {
      await app.register(imageRoutes, { imageDir: ctx.config.imageDir });
    },
  } satisfies AppModule;
}
