import { DEFAULT_DATA_ENDPOINT, DEFAULT_GAMMA_ENDPOINT } from "./constants.js";
import { createHttpClient } from "./http.js";
import { createDataModule } from "./modules/data.js";
import { createGammaModule } from "./modules/gamma/index.js";
export class Polymarket {
    config;
    data;
    gamma;
    health;
    constructor(options = {}) {
        const dataEndpoint = options.dataEndpoint ?? DEFAULT_DATA_ENDPOINT;
        const gammaEndpoint = options.gammaEndpoint ?? DEFAULT_GAMMA_ENDPOINT;
        const fetchImpl = options.fetch ?? globalThis.fetch;
        const dataHttp = createHttpClient({ baseUrl: dataEndpoint, fetch: fetchImpl });
        const gammaHttp = createHttpClient({ baseUrl: gammaEndpoint, fetch: fetchImpl });
        this.config = Object.freeze({ dataEndpoint, gammaEndpoint });
        this.data = createDataModule(dataHttp);
        this.gamma = createGammaModule(gammaHttp);
        this.health = () => dataHttp.get("/");
    }
}
export { DEFAULT_DATA_ENDPOINT, DEFAULT_GAMMA_ENDPOINT } from "./constants.js";
//# sourceMappingURL=index.js.map