variable "name" {
  default = x ]
}

variable "tags" {
  default = [
1 ?
] - 1
}
