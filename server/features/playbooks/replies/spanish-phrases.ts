import type { ReviewIssue } from '../review-signals.ts';

/**
 * Spanish lines with many phrasings, tú and usted: a batch of ten replies needs ten openings and closings, and a week
 * of mornings uses each sentence at most twice.
 */

export interface TuUsted {
  tu: readonly string[];
  usted: readonly string[];
}

export const POSITIVE_THANKS_ES: TuUsted = {
  tu: [
    '¡Muchas gracias por tomarte el tiempo de escribirnos!',
    'Gracias de corazón por tus palabras.',
    '¡Qué alegría leer esta reseña antes del servicio!',
    'Te agradecemos mucho que compartieras tu experiencia.',
    'Mil gracias por tu reseña.',
    'Gracias por acordarte de nosotros al escribir.',
    'Reseñas como la tuya nos dan energía para todo el día.',
    'Muchísimas gracias por este mensaje tan bonito.',
    'Gracias por dedicarnos unas líneas.',
    'Es un regalo leer una reseña así.',
  ],
  usted: [
    'Muchas gracias por tomarse el tiempo de escribirnos.',
    'Le agradecemos sinceramente sus amables palabras.',
    'Es un placer leer una reseña como la suya.',
    'Le damos las gracias por compartir su experiencia.',
    'Agradecemos mucho que nos dedicara estas líneas.',
    'Reseñas como la suya significan mucho para nosotros.',
    'Reciba nuestro agradecimiento por esta reseña.',
    'Muchas gracias por sus palabras.',
    'Ha sido un placer leer su reseña.',
    'Gracias por una reseña tan amable.',
  ],
};

export function positiveClosingsEs(restaurant: string): TuUsted {
  return {
    tu: [
      '¡Esperamos verte pronto de nuevo!',
      `¡Te esperamos pronto en ${restaurant}!`,
      '¡Hasta la próxima!',
      '¡Aquí tienes tu casa para cuando quieras volver!',
      '¡Nos vemos pronto!',
      'Ojalá volvamos a verte muy pronto.',
      '¡Vuelve cuando quieras!',
      'Siempre habrá una mesa para ti.',
      `Todo el equipo de ${restaurant} te manda un saludo.`,
      '¡Un abrazo, y hasta pronto!',
    ],
    usted: [
      'Esperamos tener el placer de recibirle de nuevo pronto.',
      `Le esperamos pronto en ${restaurant}.`,
      'Será un placer volver a atenderle.',
      'Quedamos a la espera de su próxima visita.',
      'Hasta su próxima visita, reciba un cordial saludo.',
      `Todo el equipo de ${restaurant} le envía un saludo.`,
      'Confiamos en verle de nuevo muy pronto.',
      'Siempre será bienvenido en nuestra casa.',
      'Un cordial saludo, y hasta pronto.',
      'Le esperamos con los brazos abiertos.',
    ],
  };
}

export const MIXED_THANKS_ES: TuUsted = {
  tu: [
    'Gracias por una reseña tan sincera.',
    'Gracias por contarnos lo bueno y lo mejorable.',
    'Te agradezco la franqueza.',
    'Gracias por tomarte el tiempo de contarnos tu visita.',
    'Valoramos mucho una reseña tan equilibrada.',
    'Gracias por escribirnos con tanto detalle.',
    'Tu reseña nos ayuda a mejorar.',
    'Aprecio mucho la claridad de tu reseña.',
  ],
  usted: [
    'Gracias por una reseña tan sincera.',
    'Le agradecemos que nos cuente lo bueno y lo mejorable.',
    'Le agradezco la franqueza.',
    'Gracias por tomarse el tiempo de contarnos su visita.',
    'Valoramos mucho una reseña tan equilibrada.',
    'Gracias por escribirnos con tanto detalle.',
    'Su reseña nos ayuda a mejorar.',
    'Le agradecemos unas palabras tan claras.',
  ],
};

/** The praised and the criticised in one breath: a praise clause, then an apology clause, never mixed. */
export function mixedLinesEs(good: string, issue: string, informal: boolean): readonly string[] {
  const dices = informal ? 'dices' : 'dice';
  const cuentas = informal ? 'cuentas' : 'cuenta';
  return [
    `Me alegra leer lo que ${dices} ${good}; ${issue}, en cambio, es responsabilidad nuestra y lo siento.`,
    `Gracias por lo que ${cuentas} ${good}, que nos alegra mucho. Lamento de verdad ${issue}.`,
    `Nos alegra mucho lo que nos ${cuentas} ${good}. Siento ${issue}; no es el nivel que nos exigimos.`,
    `Qué bien leer lo que ${dices} ${good}. Lamento mucho ${issue}; debimos hacerlo mejor.`,
  ];
}

export const NEGATIVE_ACK_ES: TuUsted = {
  tu: [
    'Gracias por explicarnos lo que pasó.',
    'Siento que la visita no fuera lo que esperabas, y gracias por decírnoslo claramente.',
    'Te agradezco que te tomaras el tiempo de escribir esto.',
    'Leo cada reseña, y esta me importa especialmente.',
    'Agradezco que hayas sido tan directo.',
    'He leído tu reseña con atención esta mañana.',
    'Comentarios como el tuyo son los que nos hacen mejorar.',
    'Gracias por avisarnos.',
  ],
  usted: [
    'Gracias por contarnos lo ocurrido.',
    'Siento que la visita no estuviera a la altura de lo que esperaba, y le agradezco que nos lo diga.',
    'Le agradezco que se tomara el tiempo de escribir esto.',
    'Leo cada reseña, y esta me importa especialmente.',
    'Agradezco que haya sido tan claro.',
    'He leído su reseña con atención esta mañana.',
    'Comentarios como el suyo son los que nos hacen mejorar.',
    'Gracias por hacérnoslo saber.',
  ],
};

/** What is being done about a problem, per aspect. */
export const ACTION_ES: Record<ReviewIssue['aspect'], readonly string[]> = {
  food: [
    'Ya lo he hablado con el equipo de cocina.',
    'Lo estoy revisando con nuestro chef esta semana.',
    'He compartido los comentarios con la cocina, punto por punto.',
    'Esta semana repasamos en cocina cómo sale cada plato.',
  ],
  signature: [
    'Ya lo he hablado con el equipo de cocina.',
    'Lo estoy revisando con nuestro chef esta semana.',
    'He compartido los comentarios con la cocina, punto por punto.',
    'Esta semana repasamos en cocina cómo sale cada plato.',
  ],
  order: [
    'Estamos reforzando cómo revisamos cada pedido antes de que salga.',
    'Estoy revisando con el equipo cómo se nos pudo pasar.',
    'Hemos añadido una revisión más antes de que cada pedido salga de cocina.',
    'Ya he repasado con el equipo cómo tomamos y comprobamos los pedidos.',
  ],
  speed: [
    'Estamos revisando cómo organizamos el servicio en las horas de más trabajo para que no se repita.',
    'Estoy revisando el personal y los tiempos de los servicios con más trabajo.',
    'Estamos ajustando los turnos de las horas punta.',
    'Ya estoy mirando con el equipo dónde se nos acumulan los tiempos.',
  ],
  service: [
    'Lo estoy hablando esta semana con el equipo de sala.',
    'Lo estoy revisando con el equipo que estaba de turno.',
    'Ya lo he comentado con el equipo de sala para que no se repita.',
    'Esta semana repaso con la sala cómo atendemos cada mesa.',
  ],
  staff: [
    'Lo estoy hablando esta semana con el equipo de sala.',
    'Lo estoy revisando con el equipo que estaba de turno.',
    'Ya lo he comentado con el equipo de sala para que no se repita.',
    'Esta semana repaso con la sala cómo atendemos cada mesa.',
  ],
  value: [
    'Nos tomamos en serio el comentario sobre el precio y lo estamos revisando.',
    'Revisamos la carta y los precios con regularidad, y este comentario ya forma parte de esa revisión.',
    'Estamos mirando con calma la relación entre lo que servimos y lo que cobramos.',
    'El comentario sobre la cuenta ya forma parte de nuestra próxima revisión de la carta.',
  ],
  ambience: [
    'Estamos viendo qué podemos mejorar en el salón.',
    'Ya lo he hablado con el equipo para corregir lo que está en nuestra mano.',
    'Estamos buscando cómo hacer el salón más cómodo.',
    'Lo he apuntado para la próxima mejora del local.',
  ],
  cleanliness: [
    'Estoy revisando hoy mismo nuestros controles de limpieza con el equipo.',
    'Ya he repasado con el equipo las listas de limpieza de apertura y cierre.',
    'Hemos reforzado las rondas de limpieza durante el servicio.',
    'Esta misma semana reviso en persona cómo limpiamos cada zona.',
  ],
  drinks: [
    'Ya se lo he trasladado al equipo de barra.',
    'Lo estoy revisando esta semana con el equipo de barra.',
    'He hablado con la barra para revisar cómo preparamos cada bebida.',
    'Esta semana repasamos en barra las recetas y el servicio de bebidas.',
  ],
};
