// Swagger UI on the API's own OpenAPI document, from files this service serves (no CDN, no inline script).
/* global SwaggerUIBundle */
(function () {
  "use strict";
  var root = document.getElementById("swagger-ui");
  window.ui = SwaggerUIBundle({
    url: root.getAttribute("data-spec-url"),
    domNode: root,
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: "BaseLayout",
    validatorUrl: null, // the default badge would call a public validator
    tryItOutEnabled: false,
    persistAuthorization: false,
    displayRequestDuration: true,
    filter: true,
  });
})();
