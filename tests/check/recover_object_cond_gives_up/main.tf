variable "name" {
  default = x ]
}

variable "tags" {
  default = {
b = 2
meta = 1 ?
} - 1
}
