# Terraform 1.14 (args: --target=terraform@1.14): a bare name is a resource type without a
# name, `string` included (Terraform 1.15 reads the type keywords as no reference), so
# convert(), which 1.14 does not have, fails on its type argument first.
locals {
  a = foo
  b = convert(1, string)
  c = action.aws_lambda_invoke.fn
}

module "m" {
  source = "./m"
  a      = local.a
  b      = local.b
  c      = local.c
}
