module "inner" {
  source = "./inner"
  conf   = jsondecode(file("${path.module}/conf.json"))
  ws     = terraform.workspace
}
