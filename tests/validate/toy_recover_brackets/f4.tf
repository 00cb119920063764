variable "v4" {
  default = map(list(string]
}
variable "v4b" {
  type = list(string))
}
