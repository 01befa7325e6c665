const https = require('https');

module.exports = {
  getApiSuffix(env = 'prod') {
    const isProd = env === 'prod';
    return isProd ? '' : `-${env}`;
  },
  request({ body, headers, method, url }) {
    const { host, pathname, search = '' } = new URL(url);

    return new Promise((resolve, reject) => {
      let result = '';
      const req = https
        .request({
            host,
            path: `${pathname}${search}`,
            headers,
            method: method ? method : body ? 'POST' : 'GET',
          },
          (res) => {
            res.on('data', (chunk) => {
              result += chunk;
            });
            res.on('end', () => {
              try {
                if (res.statusCode >= 400) {
                  const error = res.statusMessage || 'error';
                  try {
                    error = JSON.parse(result)?.error || error;
                  } catch (_) {}

                  reject(error);
                }

                const data =  !!result ? JSON.parse(result) : result;
                resolve(data);
              } catch (err) {
                reject(err);
              }
            });
          },
        )
        .on('error', (err) => {
          reject(err);
        });
      if (body) {
        req.write(JSON.stringify(body));
      }
      req.end();
    })
  }
}