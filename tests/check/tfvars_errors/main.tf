variable "name" {
  type = string
}
variable "list" {
  type    = list(string)
  default = []
}
