// The async boundary: shared singletons (react, the router, the session) are negotiated before any of them runs.
import('./bootstrap');
