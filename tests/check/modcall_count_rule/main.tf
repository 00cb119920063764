module "node" {
  source = "./modules/node"
  count  = 3
  index  = count.index
}
