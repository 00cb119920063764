# Terraform 1.14 (args: --target=terraform@1.14): the references of a variable's rules are
# read before any rule runs; a bare name is a resource type without a name, `number` too
# (Terraform 1.15 reads the type keywords as no reference), so convert() fails there first.
variable "x" {
  type    = string
  default = "1"
  validation {
    condition     = convert(var.x, number) == 1
    error_message = "Not one."
  }
  validation {
    condition     = foo == var.x
    error_message = "Not foo."
  }
}
