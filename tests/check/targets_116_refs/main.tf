# Terraform 1.16 (args: --target=terraform@1.16): references to an action (1.13 and later)
# and to `caller` (1.16) outside action blocks.
locals {
  act = action.aws_lambda_invoke.fn
}

module "m" {
  source = "./m"
  act    = local.act
  who    = caller.id
}
