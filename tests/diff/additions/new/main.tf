variable "a" {
  type    = string
  default = "x"
}
variable "b" {
  type    = number
  default = 1
}
output "c" {
  value = 1
}
