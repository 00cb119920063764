variable "config" {
  type = object({
    name = string
    limits = object({
      cpu    = number
      memory = number
    })
  })
}
