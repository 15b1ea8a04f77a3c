// The host page loads the element's script, exactly as a CMS would.
import '../../src/elements/lib-sample-card';
