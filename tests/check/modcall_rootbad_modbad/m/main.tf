variable "x" {
  type = number
}
variable "y" {
  type = number
}
