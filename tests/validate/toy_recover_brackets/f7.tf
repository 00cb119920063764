variable "v7" {
  default = f([1 2]
}
variable "v7b" {
  default = 1
}
