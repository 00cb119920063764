variable "v13" {
  type = object({a = string b = number})
}
variable "v13b" {
  type = tuple([string, number)
}
