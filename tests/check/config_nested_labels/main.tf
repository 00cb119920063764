variable "a" {
  type = string
  validation "x" {}
}

variable "b" {
  type = string
  validation "x" "y" {
  }
}

output "o" {
  value = 1
  precondition "x" {
  }
}
