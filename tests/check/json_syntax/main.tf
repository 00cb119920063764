variable "x" {
  type = number
}
variable "y" {
  type = list(string)
  default = []
}
