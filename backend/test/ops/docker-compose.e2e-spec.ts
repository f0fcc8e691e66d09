import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { NGINX_TEMPLATE } from './nginx-server.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');

interface Service {
  image?: string;
  build?: string;
  environment?: Record<string, string | number>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  networks?: string[] | Record<string, { ipv4_address?: string }>;
}
interface Compose {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
}

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const compose = YAML.parse(read('docker-compose.yml'), { merge: true }) as Compose;
const { services } = compose;
const readme = read('README.md');

describe('docker-compose.yml for production', () => {
  it('runs PostgreSQL 17 with a replica, Redis 7, two app instances from the Dockerfile and nginx', () => {
    expect(Object.keys(services).sort()).toEqual(['app-1', 'app-2', 'nginx', 'postgres', 'postgres-replica', 'redis']);
    expect(services.postgres.image).toBe('postgres:17');
    expect(services['postgres-replica'].image).toBe('postgres:17');
    expect(services.redis.image).toBe('redis:7');
    expect(services.nginx.image).toMatch(/^nginx:/);
    for (const app of ['app-1', 'app-2']) expect(services[app].build).toBe('.');
  });

  it('gives every service a health check, and the apps probe the readiness endpoint', () => {
    for (const [name, service] of Object.entries(services))
      expect([name, service.healthcheck?.test.length]).toEqual([name, expect.any(Number)]);
    for (const app of ['app-1', 'app-2'])
      expect(services[app].healthcheck?.test.join(' ')).toContain("fetch('http://127.0.0.1:3000/api/health')");
    expect(read('Dockerfile')).toMatch(/HEALTHCHECK[^\n]*\n?[^\n]*\/api\/health`/);
  });

  it('points the apps at the primary, the replica, Redis and their public address, trusting nginx alone as proxy', () => {
    const nginxNetworks = services.nginx.networks as Record<string, { ipv4_address?: string }>;
    for (const app of ['app-1', 'app-2']) {
      const env = services[app].environment ?? {};
      expect(env).toMatchObject({ HOST: '0.0.0.0', PORT: 3000, REDIS_URL: 'redis://redis:6379' });
      expect(String(env.DATABASE_URL)).toMatch(/@postgres:5432\/directory$/);
      expect(String(env.DATABASE_REPLICA_URLS)).toMatch(/@postgres-replica:5432\/directory$/);
      expect(env.PUBLIC_BASE_URL).toMatch(/^\$\{PUBLIC_BASE_URL:\?/);
      expect(env.TRUST_PROXY).toBe(nginxNetworks.directory.ipv4_address);
    }
  });

  it('starts the second instance after the first, and nginx after both are healthy', () => {
    expect(services['app-2'].depends_on).toEqual({ 'app-1': { condition: 'service_healthy' } });
    expect(services.nginx.depends_on).toEqual({
      'app-1': { condition: 'service_healthy' },
      'app-2': { condition: 'service_healthy' },
    });
  });

  it('mounts the nginx template the tests run, with every variable it uses set', () => {
    expect(services.nginx.volumes).toContain('./deploy/nginx/templates:/etc/nginx/templates:ro');
    expect(existsSync(NGINX_TEMPLATE)).toBe(true);
    const used = new Set([...readFileSync(NGINX_TEMPLATE, 'utf8').matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]));
    expect([...used].sort()).toEqual(Object.keys(services.nginx.environment ?? {}).sort());
  });

  it('keeps data in named volumes and mounts only files that exist', () => {
    for (const service of Object.values(services)) {
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0];
        if (source.startsWith('./')) expect(existsSync(path.join(ROOT, source))).toBe(true);
        else expect(Object.keys(compose.volumes)).toContain(source);
      }
    }
    expect(Object.keys(compose.volumes).sort()).toEqual(['nginx-cache', 'pgdata', 'pgreplica', 'redisdata']);
  });

  it('documents every variable it reads in the README', () => {
    const variables = new Set([...read('docker-compose.yml').matchAll(/\$\{(\w+)/g)].map((m) => m[1]));
    for (const name of [...variables, ...Object.keys(services.nginx.environment ?? {})]) {
      expect([name, readme.includes(`\`${name}\``)]).toEqual([name, true]);
    }
  });
});
