variable "y" {
  type = number
}
variable "z" {
  type = number
}
