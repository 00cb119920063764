variable "a" {
  type = object({opts = number})
  default = {
opts = [ {
count = ( "true"
} , null ]
}
}

output "o" {
  value = var.a
}
