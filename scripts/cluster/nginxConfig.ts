/**
 * The nginx configuration of `npm run cluster`: one listener on loopback in front of the servers,
 * every path (pid, logs, temporary bodies) inside the cluster's folder so nginx runs without root.
 */
export interface NginxSite {
  /** The folder nginx runs in (`nginx -p`): its pid, logs and temporary files live here. */
  prefix: string;
  /** The port nginx listens on, on 127.0.0.1. */
  port: number;
  /** The servers' ports on 127.0.0.1. */
  upstreamPorts: number[];
}

/** After one failed attempt a server is left out for this long, then tried again (passive health check). */
export const FAIL_TIMEOUT_SECONDS = 5;

export function nginxConfig({ prefix, port, upstreamPorts }: NginxSite): string {
  const servers = upstreamPorts.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=${FAIL_TIMEOUT_SECONDS}s;`);
  return `# Written by npm run cluster; removed when it stops.
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }

http {
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  client_max_body_size 2m;

  upstream funplans {
${servers.join('\n')}
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${port};

    location / {
      proxy_pass http://funplans;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A request that could not reach a server goes to the next one; one already sent is retried
      # only when its method is idempotent (nginx leaves POST alone without non_idempotent).
      proxy_next_upstream error timeout;
      proxy_next_upstream_timeout 10s;
      proxy_connect_timeout 2s;
      # Which server answered: the soak tells a request in flight on a killed server from others.
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}
