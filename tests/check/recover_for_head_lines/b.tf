variable "b" {
  default = 1 +
}

variable "c" {
  default = [
for label = 5
] + 1 ?
}

variable "d" {
  type = number
  default = {
for x
}
}
