# a child's rules run in the validate walk also on an argument not known yet: a string not
# known is never equal to a number (go-cty's Equals), so the rule fails
variable "s" {
  type    = string
  default = "x"
}

module "m" {
  source = "./child"
  cfg    = var.s
  other  = var.s
}
