variable "v15" {
  default = [1 2]
}
variable "v15b" {
  default = ([1)
}
