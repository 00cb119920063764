variable "subnets" {
  type = list(string)
}
