/**
 *  Servant SDK for Node.js v0.0.19 - https://github.com/servant-app/servant-sdk-node
 *  Servant - https://www.servant.co
 *  Documentation – https://developers.servant.co/documentation
 *  By Austen Collins
 */

var request = require('request');
var authorization = require('./components/authorization.js');
var archetypes = require('./components/archetypes.js');

/**
 *
 *  Constructor ------------------------------------------------------------------------------------
 *
 *  Options:
 *
 *  application_client_id       // CLIENT_ID of application registered on Servant
 *  application_client_secret   // CLIENT_SECRET of application registered on Servant
 *  version                     // Api version integer.  0 is only option currently
 *  protocol                    // 'http' or 'https'.  Defaults to 'http'
 *
 */

function Servant(options) {

    // Check for required parameters
    if (!options.application_client_id || !options.application_client_secret) {
        throw new Error("Servant SDK Error – Please include all of the required parameters: application_client_id, application_client_secret");
    }

    // Expose Variables
    this.archetypes = require('json-archetypes').archetypes; // Unlike the Javascript SDK, the Node SDK contains all Archetype Schemas
    this.user = null;
    this.servants = null;
    this.servant = null;

    // Defaults
    this._application_client_id = options.application_client_id;
    this._application_client_secret = options.application_client_secret;
    this._api_version = options.api_version || 0;
    this._sdk_version = '0.0.11';
    this._protocol = options.protocol || 'http';
    this._path = this._protocol + '://api0.servant.co';

    // Internal Functions
    this._callAPI = function(access_token, url, body, method, headers, query_string, timeout, callback) {
        // Set Options
        var options = {};
        // Set Headers
        if (!headers) {
            options.headers = {
                'Connection': 'Keep-Alive',
                'Host': 'api0.servant.co',
                'Content-Type': 'application/json',
                'User-Agent': 'Servant Node SDK ' + this._sdk_version
            }
        }
        // Set URL, AccessToken, Query Params
        if (!access_token) throw new Error("Servant SDK Error – Please include an access_token");
        options.url = this._path + url + '?access_token=' + access_token;
        if (query_string) options.url = options.url + query_string;
        // Set Timeout
        if (!timeout) options.timeout = 4000;
        // Set Method, Body
        options.method = method;
        options.json = true;
        if (options.method === 'POST' || options.method === 'PUT') {
            if (typeof body !== 'string') {
                options.body = JSON.stringify(body);
            } else {
                options.body = body
            }
        }
        // Perform API Requests
        request(options, function(error, response, body) {
            if (error) return callback(error, null);
            if (response.statusCode !== 200) return callback(body, null);
            if (response.statusCode == 200) return callback(null, body);
        });
    };

}; // Instantiate Servant Constructor


/**
 * Methods: Archetypes
 */

Servant.prototype.archetypes = require('json-archetypes').archetypes;

Servant.prototype.instantiate = function(archetype) {
    return archetypes.instantiate(archetype);
};

Servant.prototype.validate = function(archetype, instance, callback) {
    return archetypes.validate(this, archetype, instance, callback);
};

/**
 * Methods: Authorization
 */

Servant.prototype.exchangeAuthCode = function(authorization_code, callback) {
    return authorization.exchangeAuthCode(this, authorization_code, callback);
};

Servant.prototype.refreshAccessToken = function(refresh_token, callback) {
    return authorization.refreshAccessToken(this, refresh_token, callback);
};

/**
 * Methods: API
 */

Servant.prototype.getUserAndServants = function(access_token, callback) {
    // Check Params
    if (!access_token) return console.error('Servant SDK Error – This method requires an access_token');
    if (!callback) return console.error('Servant SDK Error – This method requires a callback');
    // Call API
    this._callAPI(
        access_token, // access_token
        '/data/servants', // url
        null, // body
        'GET', // method
        null, // headers
        null, // query_string
        null, // timeout
        function(error, response) {
            if (error) return callback(error, null);
            return callback(null, response);
        } // callback
    );
};
Servant.prototype.showServant = function(access_token, servantID, callback) {
    // Check Params
    if (!access_token) return console.error('Servant SDK Error – This method requires an access_token');
    if (!servantID) return console.error('Servant SDK Error – This method requires a servantID');
    if (!callback) return console.error('Servant SDK Error – This method requires a callback');
    // Call API
    this._callAPI(
        access_token, // access_token
        '/data/servants/' + servantID, // url
        null, // body
        'GET', // method
        null, // headers
        null, // query_string
        null, // timeout
        function(error, response) {
            if (error) return callback(error, null);
            return callback(null, response);
        } // callback
    );
};
Servant.prototype.showArchetype = function(access_token, servantID, archetype, archetypeID, callback) {
    // Check Params
    if (!access_token) return console.error('Servant SDK Error – This method requires an access_token');
    if (!servantID) return console.error('Servant SDK Error – This method requires a servantID');
    if (!archetype) return console.error('Servant SDK Error – This method requires an archetype parameter');
    if (!archetypeID) return console.error('Servant SDK Error – This method requires an archetypeID parameter');
    if (!callback) return console.error('Servant SDK Error – This method requires a callback');
    // Call API
    this._callAPI(
        access_token, // access_token
        '/data/servants/' + servantID + '/archetypes/' + archetype + '/' + archetypeID, // url
        null, // body
        'GET', // method
        null, // headers
        null, // query_string
        null, // timeout
        function(error, response) {
            if (error) return callback(error, null);
            return callback(null, response);
        } // callback
    );
};
Servant.prototype.deleteArchetype = function(access_token, servantID, archetype, archetypeID, callback) {
    // Check Params
    if (!access_token) return console.error('Servant SDK Error – This method requires an access_token');
    if (!servantID) return console.error('Servant SDK Error – This method requires a servantID');
    if (!archetype) return console.error('Servant SDK Error – This method requires an archetype parameter');
    if (!archetypeID) return console.error('Servant SDK Error – This method requires an archetypeID parameter');
    if (!callback) return console.error('Servant SDK Error – This method requires a callback');
    // Call API
    this._callAPI(
        access_token, // access_token
        '/data/servants/' + servantID + '/archetypes/' + archetype + '/' + archetypeID, // url
        null, // body
        'DELETE', // method
        null, // headers
        null, // query_string
        null, // timeout
        function(error, response) {
            if (error) return callback(error, null);
            return callback(null, response);
        } // callback
    );
};
Servant.prototype.saveArchetype = function(access_token, servantID, archetype, instance, callback) {
    // Check Params
    if (!access_token) return console.error('Servant SDK Error – This method requires an access_token');
    if (!servantID) return console.error('Servant SDK Error – This method requires a servantID');
    if (!archetype) return console.error('Servant SDK Error – This method requires an archetype parameter');
    if (!instance) return console.error('Servant SDK Error – This method requires an archetype instance to save');
    if (!callback) return console.error('Servant SDK Error – This method requires a callback');
    // Save Or Update Record
    if (instance._id && instance._id.length) {
        this._callAPI(
            access_token, // access_token
            '/data/servants/' + servantID + '/archetypes/' + archetype + '/' + instance._id, // url
            instance, // body
            'PUT', // method
            null, // headers
            null, // query_string
            null, // timeout
            function(error, response) {
                if (error) return callback(error, null);
                return callback(null, response);
            } // callback
        );
    } else {
        this._callAPI(
            access_token, // access_token
            '/data/servants/' + servantID + '/archetypes/' + archetype, // url
            instance, // body
            'POST', // method
            null, // headers
            null, // query_string
            null, // timeout
            function(error, response) {
                if (error) return callback(error, null);
                return callback(null, response);
            } // callback
        );
    }
};
Servant.prototype.queryArchetypes = function(access_token, servantID, archetype, criteria, callback) {
    // Check Params
    if (!access_token) return console.error('Servant SDK Error – This method requires an access_token');
    if (!servantID) return console.error('Servant SDK Error – This method requires a servantID');
    if (!archetype) return console.error('Servant SDK Error – This method requires an archetype parameter');
    if (!callback) return console.error('Servant SDK Error – This method requires a callback');
    // Fix variable assignment
    if (typeof criteria === 'function') {
        callback = criteria;
        criteria = null;
    }
    // Format Criteria
    if (criteria) criteria = '&criteria=' + JSON.stringify(criteria);

    this._callAPI(
        access_token, // access_token
        '/data/servants/' + servantID + '/archetypes/' + archetype, // url
        null, // body
        'GET', // method
        null, // headers
        criteria, // query_string
        null, // timeout
        function(error, response) {
            if (error) return callback(error, null);
            return callback(null, response);
        } // callback
    );
};
Servant.prototype.archetypesRecent = function(access_token, servantID, archetype, page, callback) {
    // Check Params
    if (!access_token) return console.error('Servant SDK Error – This method requires an access_token');
    if (!servantID) return console.error('Servant SDK Error – This method requires a servantID');
    if (!archetype) return console.error('Servant SDK Error – This method requires an archetype parameter');
    
    // Check Page parameter
    if (typeof page === 'function') {
        callback = page;
        page = 1;
    }
    if (page) page = parseInt(page);

    // Set criteria
    var criteria = {
        query: {},
        sort: {
            created: -1
        },
        page: page
    };

    this.queryArchetypes(access_token, servantID, archetype, criteria, callback);
};
Servant.prototype.archetypesOldest = function(access_token, servantID, archetype, page, callback) {
    // Check Params
    if (!access_token) return console.error('Servant SDK Error – This method requires an access_token');
    if (!servantID) return console.error('Servant SDK Error – This method requires a servantID');
    if (!archetype) return console.error('Servant SDK Error – This method requires an archetype parameter');
    
    // Check Page parameter
    if (typeof page === 'function') {
        callback = page;
        page = 1;
    }
    if (page) page = parseInt(page);

    // Set criteria
    var criteria = {
        query: {},
        sort: {
            created: 1
        },
        page: page
    };
    
    this.queryArchetypes(access_token, servantID, archetype, criteria, callback);
};


/**
 * Export the SDK
 */
module.exports = function(options) {
    return new Servant(options);
};



// The End