# Deliberate differences from Terraform (docs/conformance.md), kept out of the comparison
# with a real terraform (see NO_TERRAFORM_COMPARE):
# - a sensitive variable failing a validation rule: the snippet points at the declaration and
#   never lists the value (Terraform 1.11 shows the tfvars line and `var.pin is "1234"`);
# - a rule calling a function tycon does not implement (a provider function) is a warning
#   naming the function and the rule (Terraform evaluates it).
variable "pin" {
  type      = string
  sensitive = true
  validation {
    condition     = length(var.pin) == 6
    error_message = "The PIN must have 6 digits."
  }
}
variable "ports" {
  type = map(number)
  validation {
    condition     = provider::aws::arn_parse(var.ports["http"]) != null
    error_message = "Never shown."
  }
}
