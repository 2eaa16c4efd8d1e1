import { RequestMethod, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core/injector/modules-container.js';

/** Every HTTP route the app's controllers declare, as "METHOD /path" (what Nest registers). */
export function declaredRoutes(app: INestApplication): string[] {
  return [...declaredHandlers(app).keys()].sort();
}

/** Every HTTP route with its handler and controller class, for reading what they declare. */
export function declaredHandlers(app: INestApplication): Map<string, { handler: object; controller: object }> {
  const found = new Map<string, { handler: object; controller: object }>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '').replace(/^\/|\/$/g, '');
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = controller.prototype[name];
        const path = name === 'constructor' ? undefined : Reflect.getMetadata(PATH_METADATA, handler);
        if (path === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        found.set(`${method} /${[base, String(path).replace(/^\/|\/$/g, '')].filter(Boolean).join('/')}`, {
          handler,
          controller,
        });
      }
    }
  }
  return found;
}
