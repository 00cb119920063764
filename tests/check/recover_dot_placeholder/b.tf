variable "j" {
  default = {a = x., b = 1}
}
variable "k" {
  default = for . * . -
}
