-- The device fingerprint a cart's order is checked for fraud with (POST /cart/v1/deviceFingerPrint): the payment
-- provider's risk data from the browser, or the storefront's own hash of what it knows of the device, and which.
ALTER TABLE carts ADD COLUMN device_fingerprint TEXT;
ALTER TABLE carts ADD COLUMN device_fingerprint_source TEXT;
