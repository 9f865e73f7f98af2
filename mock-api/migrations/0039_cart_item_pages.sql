-- What the shop tells the cart of a line it adds (POST /cart/v1/item, cartWithItem): the product page it was added
-- from and its picture, answered back on the cart's item.
ALTER TABLE cart_items ADD COLUMN pdp_url TEXT;
ALTER TABLE cart_items ADD COLUMN product_image_url TEXT;
