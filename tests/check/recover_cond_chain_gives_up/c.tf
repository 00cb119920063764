variable "f" {
  default = 
}

variable "g" {
  type = any
  default = true ? 1 : false ? 2 ? 3
}

output "g" {
  value = var.g
}
