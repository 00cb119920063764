# Terraform 1.16 (args: --target=terraform@1.16): convert() with defaults in a validation rule,
# a local and a module argument; contains() with null in a child's rule.
variable "obj" {
  type    = any
  default = { name = "x" }
  validation {
    condition     = convert(var.obj, object({ name = string, size = optional(number, 1) })).size == 1
    error_message = "The size defaults to 1."
  }
}

locals {
  typed = convert(var.obj, object({ name = string, tags = optional(map(string), {}) }))
  bad   = convert(var.obj, object({ name = bool }))
}

module "m" {
  source = "./m"
  obj    = local.typed
  bad    = local.bad
}
