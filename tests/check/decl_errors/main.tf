variable "a" { type = "string" }
variable "b" { type = "list" }
variable "c" { type = "foo" }
variable "count" {}
variable "9x" {}
variable "d" {
  type = list(number)
  default = [1, "x"]
}
variable "e" {
  type = string
  nullable = false
  default = null
}
variable "f" {
  sensitive = "yes"
  bogus = 1
  validation {
    condition = true
    error_message = "x"
  }
  validation {
    condition = var.a == "x"
    error_message = "x"
  }
  validation {
    error_message = "x"
  }
  foo {}
}
variable "a" {}
